import { dispatch } from './lib/dispatch';

await dispatch('arena', process.argv.slice(2));
