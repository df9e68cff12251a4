import { Injectable } from '@nestjs/common';

/**
 * Set the moment SIGTERM arrives (src/serve.ts), before anything else stops: from then on
 * readiness answers 503, so load balancers take this process out while it finishes its requests.
 */
@Injectable()
export class ShutdownState {
  draining = false;
}
