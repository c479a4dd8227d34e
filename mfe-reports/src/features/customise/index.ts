export { CustomiseDialog } from './CustomiseDialog';
export { customiseQueries } from './api/customiseQueries';
export { type Customisation } from './state/customisation';
