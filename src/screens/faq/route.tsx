import { PageHeader } from '../../components/page-header';

/** Frequently Asked Questions: the screen is built in its own issue; until then it shows its title. */
export function Component() {
  return <PageHeader title="Frequently Asked Questions" />;
}
