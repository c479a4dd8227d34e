/** The checkout's return addresses: back to this page with its filters, marked success or cancel. */
export function checkoutReturnUrls(href = window.location.href): { success_url: string; cancel_url: string } {
  const base = href.split('#')[0]!;
  const hash = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '/';
  const [path = '', query = ''] = hash.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('checkout');
  const back = (result: string) => {
    params.set('checkout', result);
    return `${base}#${path || '/'}?${params.toString()}`;
  };
  return { success_url: back('success'), cancel_url: back('cancel') };
}
