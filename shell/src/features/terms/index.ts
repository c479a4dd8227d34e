export { TermsScreen } from './TermsScreen';
export { PrivacyText, TermsText } from './LegalTexts';
