// One replica of the built site for the cluster test: dist/server/main.js's own start (serve),
// plus, when CLUSTER_LIFT_LIMITS=1, the request and sign-in limits lifted as the bench lifts them
// (RateLimitPolicy.factor). The load phase sends thousands of requests from one address; the phase
// that checks the limits runs replicas started without it. Production never starts this file.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { serve } = require('../../dist/server/serve.js');
const { loadConfig } = require('../../dist/server/config/env.js');
const { RateLimitPolicy } = require('../../dist/server/throttle/rate-limit-policy.js');

const lift = process.env.CLUSTER_LIFT_LIMITS === '1';
try {
  await serve(loadConfig(), {
    prepare: (app) => {
      if (lift) app.get(RateLimitPolicy).factor = 1_000_000;
    },
  });
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
