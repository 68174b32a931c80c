import { PageHeader } from '../../components/page-header';

/** My Resources: the screen is built in its own issue; until then it shows its title. */
export function Component() {
  return <PageHeader title="My Resources" />;
}
