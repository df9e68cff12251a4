import { Mail, MapPin, Phone } from 'lucide-react';
import { usePublicContact } from '../app-context';
import { contactContent } from '../content/screens/contact';
import { phoneHref, postalAddress } from '../content/site';

/** Phone (only when the deployment sets one), e-mail and postal address, each labelled. */
export function ContactDetails() {
  const contact = usePublicContact();
  const { getInTouch } = contactContent;
  return (
    <address className="contact-details">
      <ul>
        {contact.phone ? (
          <li>
            <Phone aria-hidden="true" size={20} className="contact-details-icon" />
            <span>
              <span className="contact-details-label">{getInTouch.phoneLabel}</span>
              <a href={phoneHref(contact.phone)}>{contact.phone}</a>
            </span>
          </li>
        ) : null}
        <li>
          <Mail aria-hidden="true" size={20} className="contact-details-icon" />
          <span>
            <span className="contact-details-label">{getInTouch.emailLabel}</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        </li>
        <li>
          <MapPin aria-hidden="true" size={20} className="contact-details-icon" />
          <span>
            <span className="contact-details-label">{getInTouch.addressLabel}</span>
            <span>{postalAddress}</span>
          </span>
        </li>
      </ul>
    </address>
  );
}
