import { ApplicationForm } from '../components/application-form/application-form';

/** /store-application — the public store application form. */
export function StoreApplicationPage() {
  return <ApplicationForm kind="store" />;
}
