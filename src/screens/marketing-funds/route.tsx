import { PageHeader } from '../../components/page-header';

/** Marketing Funds: the screen is built in its own issue; until then it shows its title. */
export function Component() {
  return <PageHeader title="Marketing Funds" />;
}
