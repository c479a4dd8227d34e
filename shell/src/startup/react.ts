// Start-up's first stage (index.ts): React and its DOM renderer, evaluated in a task of their own.
export { createRoot } from 'react-dom/client';
