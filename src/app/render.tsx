/** Renders the app into #root with the saved theme applied (loaded by main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyTheme, useTheme } from './layout/theme-store';
import './styles.css';

applyTheme(useTheme.getState().theme);
useTheme.subscribe((s) => applyTheme(s.theme));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
