import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AudienceApp } from './AudienceApp';
import { listen } from './feed-store';
import { pageOptions } from './options';
import { useSettings } from '../stores/settings';
import './audience.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to draw the audience view into.');
const options = pageOptions(location.search);
document.documentElement.dataset.transparent = String(options.transparent);
useSettings.setState((s) => ({ settings: { ...s.settings, muted: !options.sound } }));
// The feed sits beside this page, under the same token in the path.
listen(new EventSource('feed'));
createRoot(root).render(
  <StrictMode>
    <AudienceApp options={options} />
  </StrictMode>,
);
