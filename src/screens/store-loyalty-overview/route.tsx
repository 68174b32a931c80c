import { PageHeader } from '../../components/page-header';

/** Program Overview: the screen is built in its own issue; until then it shows its title. */
export function Component() {
  return <PageHeader title="Program Overview" />;
}
