import { PageHeader } from '../../components/page-header';

/** Claims Analytics: the screen is built in its own issue; until then it shows its title. */
export function Component() {
  return <PageHeader title="Claims Analytics" />;
}
