/** The e-mail step's fields (POST .../license-key/email-key/ {email, content}). */
export interface LicenseEmail {
  email: string;
  content: string;
}

/** Problems of the e-mail step, by field. */
export interface LicenseEmailProblems {
  email?: 'required' | 'atSign';
  content?: 'required';
}

/**
 * The license e-mail rules of spec 001 section 5: the address is non-empty and contains an
 * at-sign; the content is non-empty. Surrounding spaces do not count, as on the server. Only
 * these rules: an address the server still refuses shows the server's own message.
 */
export function licenseEmailProblems({ email, content }: LicenseEmail): LicenseEmailProblems {
  const problems: LicenseEmailProblems = {};
  const address = email.trim();
  if (address === '') problems.email = 'required';
  else if (!address.includes('@')) problems.email = 'atSign';
  if (content.trim() === '') problems.content = 'required';
  return problems;
}

/** Whether the e-mail step may be sent. */
export function isLicenseEmailValid(mail: LicenseEmail): boolean {
  const problems = licenseEmailProblems(mail);
  return !problems.email && !problems.content;
}
