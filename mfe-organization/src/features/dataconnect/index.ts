export { DataConnectPage as default } from './DataConnectPage';
