import { NotAllowed } from '../../components/not-allowed';

/** The not-allowed screen as a page of its own (the admin guard renders the same component). */
export default function NotAllowedPage() {
  return <NotAllowed />;
}
