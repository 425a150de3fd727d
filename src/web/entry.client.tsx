import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let hydrating = false;

function hydrate() {
  if (hydrating) return;
  hydrating = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the first paint. Hydrating straight away (the scripts are often in the
// cache) made a phone run all of React's work before showing anything: it starts after the
// browser has painted instead. A background tab paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 100);
