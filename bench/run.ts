// `npm run bench`: every benchmark in turn; each prints its figures.
import { benchApi } from './api.js';
import { benchBundle } from './bundle.js';

await benchApi();
await benchBundle();
