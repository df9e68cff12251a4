// Runs one autocannon measurement in its own process: reads the options as JSON on stdin, writes
// the summary as JSON on stdout.
import autocannon from 'autocannon';
import { summarize } from './lib.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const result = await autocannon(JSON.parse(input));
process.stdout.write(JSON.stringify(summarize(result)));
