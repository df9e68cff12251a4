import { Link } from 'react-router';
import { Camera } from 'lucide-react';
import { galleryContent, galleryTiles } from '../../content/screens/gallery';
import { GalleryTileArt } from '../../components/InfoIllustrations';
import { Icon } from '../../components/Icon';

function ComingSoonCard() {
  const { card, themes, share } = galleryContent;
  return (
    <section className="card status-card" aria-labelledby="gallery-status-heading">
      <Camera aria-hidden="true" size={36} className="card-icon" />
      <h2 id="gallery-status-heading" className="section-title">
        {card.heading}
      </h2>
      <p>{card.text}</p>
      <ul className="theme-list">
        {themes.map((theme) => (
          <li key={theme.title}>
            <Icon name={theme.icon} size={28} className="card-icon" />
            <h3 className="card-title">{theme.title}</h3>
            <p>{theme.text}</p>
          </li>
        ))}
      </ul>
      <p>{share.text}</p>
      <Link to={share.button.href} className="btn btn-accent">
        {share.button.label}
      </Link>
    </section>
  );
}

function WhatToExpect() {
  const { whatToExpect } = galleryContent;
  return (
    <section className="page-section section-tinted" aria-labelledby="expect-heading">
      <div className="container">
        <h2 id="expect-heading" className="section-title center">
          {whatToExpect.heading}
        </h2>
        <ul className="card-grid card-grid-4 tile-grid">
          {galleryTiles().map((item) => (
            <li key={item.title} className="gallery-tile">
              <GalleryTileArt motif={item.art} />
              <div className="gallery-tile-caption">
                <h3 className="card-title">{item.title}</h3>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /gallery before the first album: the themes to come, and drawings (titled, not described). */
export function GalleryComingSoon() {
  return (
    <>
      <div className="page-section">
        <div className="container narrow">
          <ComingSoonCard />
        </div>
      </div>
      <WhatToExpect />
    </>
  );
}
