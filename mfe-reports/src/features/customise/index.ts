export { CustomiseDialog } from './CustomiseDialog';
export { loadCustomisation, type Customisation } from './state/customisation';
