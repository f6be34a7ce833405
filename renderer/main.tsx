import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/app.css';

// The benchmark scenes load their own code, so the app's first script never carries them.
const BenchApp = lazy(() => import('./bench/BenchApp').then((m) => ({ default: m.BenchApp })));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to draw River Table into.');
// `?bench=…` opens one of the scenes the benchmarks measure instead of the app.
const bench = new URLSearchParams(location.search).get('bench');
createRoot(root).render(
  <StrictMode>
    {bench ? (
      <Suspense>
        <BenchApp scene={bench} />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
