import { afterAll } from 'vitest';
import { dropFreeSchemas } from './test-database.js';

// The PostgreSQL schemas the file's tests disposed of wait, emptied, for the next test of the file
// (test-database.ts); once the file is done they are dropped, so none outlives its file.
afterAll(dropFreeSchemas);
