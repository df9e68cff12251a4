import { Section, type SectionProps } from './Section';

export function SecondFactorSection({ id, title }: SectionProps) {
  return (
    <Section id={id} title={title} description="A second step at sign-in, after your password." />
  );
}
