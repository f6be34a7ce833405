/** The worker thread that checks long saves for the app's save store. */
import { findGame } from '../../shared/games/registry';
import { serveReplays } from './save-replayer';

serveReplays(findGame);
