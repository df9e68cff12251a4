import { Section, type SectionProps } from './Section';

export function PasswordSection({ id, title }: SectionProps) {
  return <Section id={id} title={title} description="The password you sign in with." />;
}
