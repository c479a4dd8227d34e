import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { api, queryClient } from 'shared-core';

/** /logout: ends the session (asked for, or forced by a 403 or a failed refresh), then /login. */
export function LogoutPage() {
  const signedIn = api.hasSession();
  useEffect(() => {
    if (signedIn) api.logout('user');
    queryClient.clear();
  }, [signedIn]);
  return <Navigate to="/login" replace />;
}
