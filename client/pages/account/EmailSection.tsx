import { Section, type SectionProps } from './Section';

export function EmailSection({ id, title }: SectionProps) {
  return (
    <Section id={id} title={title} description="The address we write to and you sign in with." />
  );
}
