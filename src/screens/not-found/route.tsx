import { PageHeader } from '../../components/page-header';

/** Page Not Found: the screen is built in its own issue; until then it shows its title. */
export function Component() {
  return <PageHeader title="Page Not Found" />;
}
