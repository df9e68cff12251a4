import { buildIsCurrent } from './build-state.mjs';
import { build } from './build.mjs';

// `npm start`: build when the build is missing or older than the sources, then serve it.
if (!buildIsCurrent()) {
  console.log('The build is missing or out of date: building the site first (about a minute)…');
  await build();
}
await import('../dist/server/main.js');
