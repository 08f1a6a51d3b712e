import { useSearchParams } from 'react-router';
import { LoadsPublicPage } from './LoadsPublicPage';

/** The app's own `/loads-public` route (reached by a link inside the app): the light board, club from the address. */
export function LoadsPublicRoute() {
  const [params] = useSearchParams();
  return <LoadsPublicPage club={params.get('club') ?? ''} tv={params.has('tv')} />;
}
