// What the further sections' pages show (issue 7 item 6, docs/content-sections.md): galleries, staff
// contacts and card sliders.

export type GalleryImage = { key: string; url: string; caption: string | null };
export type Galleries = Record<string, GalleryImage[]>;

/** A gallery as the page shows it: its hash, title and thumbnails. */
export type GalleryLink = {
  hash: string;
  title: string;
  thumbnails: { url: string; alt: string }[];
  count: number;
};

export type StaffContact = {
  id: number;
  firstName: string;
  surname: string;
  jobTitle: string;
  telephone: string | null;
  email: string | null;
  photoUrl: string | null;
};

export type CardSliderView = {
  contentBlockId: string;
  title: string;
  cards: { id: number; title: string; text: string | null; imageUrl: string; hash: string }[];
};
