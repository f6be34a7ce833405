import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BenchApp } from './bench/BenchApp';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to draw River Table into.');
// `?bench=…` opens one of the scenes the benchmarks measure instead of the app.
const bench = new URLSearchParams(location.search).get('bench');
createRoot(root).render(<StrictMode>{bench ? <BenchApp scene={bench} /> : <App />}</StrictMode>);
