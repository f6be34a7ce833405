/** A replayer's worker thread that knows the Pig test game, for the save store's tests. */
import { serveReplays } from '../save-replayer';
import { findGame } from './pig-save';

serveReplays(findGame);
