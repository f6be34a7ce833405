import { dispatch } from './lib/dispatch';

await dispatch('perft', process.argv.slice(2));
