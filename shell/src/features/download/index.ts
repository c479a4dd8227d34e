export { DownloadPage } from './DownloadPage';
