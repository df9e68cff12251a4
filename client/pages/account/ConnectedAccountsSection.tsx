import { Section, type SectionProps } from './Section';

export function ConnectedAccountsSection({ id, title }: SectionProps) {
  return <Section id={id} title={title} description="Other accounts you can sign in with." />;
}
