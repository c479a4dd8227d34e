import { renderStandalone } from 'shared-ui';
import { contract } from './app/contract';

// Standalone development entry; in the product the shell loads `./contract` instead.
void renderStandalone(contract, document.getElementById('root')!);
