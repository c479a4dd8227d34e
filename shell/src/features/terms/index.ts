export { TermsScreen } from './TermsScreen';
