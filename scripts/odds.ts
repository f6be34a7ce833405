import { dispatch } from './lib/dispatch';

await dispatch('odds', process.argv.slice(2));
