// What the form editors of the site's content show, section by section (issue 15 item 1; modules/content/model/site-content.ts,
// modules/content/model/home-blocks.ts), and how a posted form becomes the section's value: the fields a form does not show
// (the hero's search tabs, the email logo, the theme's colours…) are kept from the value being edited, so a
// form save changes only what the form holds; and what a new item starts with (a home block of the kind chosen).
// Plain data: the pages' own code reads it (no zod).
import { slugify } from "../../../domain/slug.ts";
import {
  dropUndefined,
  fieldText,
  valueOf,
  type EditorSpec,
  type FieldSpec,
  type FormState,
  type ListSpec,
} from "./content-form.ts";

const NEW_TAB: FieldSpec = { name: "target", label: "Open in a new tab", kind: "checkbox", checked: "B" };

const menuItemFields: FieldSpec[] = [
  { name: "id", label: "Id", kind: "hidden" },
  { name: "name", label: "Name", kind: "text" },
  {
    name: "url",
    label: "Address (URL)",
    kind: "text",
    hint: "A path such as /search/sales, or a full https address.",
  },
  NEW_TAB,
];

// Spec §2 Header: "primary menu items with two-level dropdowns". A top-level item may have a picture
// ("graphics by section") and sub-items; a sub-item may have its own sub-items (the dropdown's second level).
const subItems = (lists?: ListSpec[]): ListSpec => ({
  name: "items",
  label: "Sub-items",
  itemLabel: "sub-item",
  addLabel: "Add a sub-item",
  fields: menuItemFields,
  ...(lists ? { lists } : {}),
});

const menu = (name: string, label: string): ListSpec => ({
  name,
  label,
  itemLabel: `${label} item`,
  addLabel: `Add a ${label.toLowerCase()} item`,
  fields: [
    ...menuItemFields,
    {
      name: "image",
      label: "Picture in the dropdown (optional)",
      kind: "text",
      optional: true,
      hint: "An image address, e.g. /media/320x_/demo/hero-1.jpg.",
    },
  ],
  lists: [subItems([subItems()])],
});

export const HEADER_EDITOR: EditorSpec = {
  fields: [
    { name: "agencyName", label: "Agency name", kind: "text" },
    { name: "agencyContactTelephone", label: "Telephone", kind: "tel" },
    // The logo is uploaded (modules/site-editor/back-office/content-images.ts); its address and size come from the stored image.
    { name: "logo.url", label: "Logo address", kind: "hidden" },
    { name: "logo.width", label: "Logo width", kind: "hidden" },
    { name: "logo.height", label: "Logo height", kind: "hidden" },
    {
      name: "logo.alt",
      label: "Logo text (alt)",
      kind: "text",
      hint: "What the logo says, e.g. the agency's name.",
    },
  ],
  lists: [menu("primaryMenuItems", "Primary menu"), menu("secondaryMenuItems", "Secondary menu")],
};

const hidden = (name: string): FieldSpec => ({ name, label: name, kind: "hidden" });
const checkbox = (name: string, label: string, hint?: string): FieldSpec => ({
  name,
  label,
  kind: "checkbox",
  ...(hint ? { hint } : {}),
});

const heroLinkFields: FieldSpec[] = [
  hidden("id"),
  { name: "label", label: "Label", kind: "text" },
  { name: "link", label: "Address (URL)", kind: "text" },
];

// Spec §3 "Top-level tab" and "Link item": the hero search form's tabs, each with its property sub-types, its
// filters, its options and the icon links a tab may show instead of the form (a second level of child links).
const heroTabs: ListSpec = {
  name: "topLevels",
  label: "Search tabs",
  itemLabel: "Search tab",
  addLabel: "Add a search tab",
  fields: [
    { name: "name", label: "Tab name", kind: "text" },
    {
      name: "otherFilters",
      label: "Filters",
      kind: "lines",
      hint: "One a line, as the search form reads them: for sale, to let, min bedrooms, max bedrooms, min price, max price, min sqft, max sqft, min acres, max acres.",
    },
    checkbox("advancedOptions.hideOnHomepage", "Hide on the home page"),
    {
      name: "advancedOptions.orderOnHomePage",
      label: "Order on the home page (optional)",
      kind: "number",
      optional: true,
    },
    checkbox("advancedOptions.salesOnly", "Sales only"),
    checkbox("advancedOptions.lettingsOnly", "Lettings only"),
    checkbox("advancedOptions.displayLinksOnHomePage", "Show the links instead of the search form"),
  ],
  lists: [
    {
      name: "subLevels",
      label: "Property types",
      itemLabel: "property type",
      addLabel: "Add a property type",
      fields: [
        hidden("id"),
        { name: "name", label: "Name", kind: "text" },
        {
          name: "tag",
          label: "Listing tag (optional)",
          kind: "text",
          nullWhenEmpty: true,
          hint: "Empty: every listing.",
        },
        checkbox("hideOnLettings", "Hide for lettings"),
      ],
    },
    {
      name: "links",
      label: "Links",
      itemLabel: "link",
      addLabel: "Add a link",
      fields: [
        ...heroLinkFields,
        {
          name: "icon",
          label: "Icon",
          kind: "select",
          options: ["house", "antiques", "auction", "bull", "tractor"].map((icon) => ({
            value: icon,
            label: icon,
          })),
        },
      ],
      lists: [
        {
          name: "children",
          label: "Second-level links",
          itemLabel: "second-level link",
          addLabel: "Add a second-level link",
          fields: heroLinkFields,
        },
      ],
    },
  ],
};

/** Spec §3 "Hero data"; the video and search backgrounds stay in the JSON. */
export const HERO_EDITOR: EditorSpec = {
  fields: [
    {
      name: "heading",
      label: "Heading",
      kind: "text",
      optional: true,
      hint: "Shown over the pictures; the agency's name when empty.",
    },
    { name: "valuationBannerButtonText", label: "Valuation banner text", kind: "text" },
    { name: "valuationBannerUrl", label: "Valuation banner address (URL)", kind: "text" },
    checkbox("valuationBannerUrlOpenInNewTab", "Open the valuation banner in a new tab"),
    {
      name: "sqftOptions",
      label: "Size choices (sq ft)",
      kind: "numbers",
      hint: "Separated by commas: 500, 750, 1000.",
    },
    {
      name: "acresOptions",
      label: "Land choices (acres)",
      kind: "numbers",
      hint: "Separated by commas: 0.5, 1, 5.",
    },
  ],
  lists: [
    {
      name: "heroCarouselImages",
      label: "Carousel images",
      itemLabel: "Carousel image",
      addLabel: "",
      fields: [
        hidden("key"),
        {
          name: "alt",
          label: "Description (alt text)",
          kind: "text",
          hint: "What the picture shows, for people who cannot see it.",
        },
        { name: "caption", label: "Caption (optional)", kind: "text", optional: true },
      ],
    },
    heroTabs,
  ],
};

const limitField = (label: string): FieldSpec => ({ name: "limit", label, kind: "number", optional: true });

export const HOME_BLOCK_KINDS = {
  propertyCardSlider: {
    label: "Property cards",
    fields: [
      {
        name: "query",
        label: "Listings",
        kind: "text",
        hint: 'A search path such as /search/sales/gid-622/most-recent-first, or "featured".',
      },
      limitField("How many cards (1 to 12)"),
    ],
  },
  linkCardDropdown: {
    label: "Link cards with a dropdown",
    fields: [
      {
        name: "label",
        label: "Dropdown label",
        kind: "text",
        optional: true,
        hint: "I'm looking to, when empty.",
      },
    ],
    lists: [
      {
        name: "items",
        label: "Cards",
        itemLabel: "card",
        addLabel: "Add a card",
        fields: [
          { name: "title", label: "Card title", kind: "text" },
          { name: "text", label: "Card text (optional)", kind: "text", optional: true },
          { name: "url", label: "Address (URL)", kind: "text" },
          { name: "image", label: "Image (media key, optional)", kind: "text", optional: true },
          NEW_TAB,
        ],
      },
    ],
  },
  miniBranchSearch: {
    label: "Branch search",
    fields: [{ name: "text", label: "Text (optional)", kind: "textarea", optional: true }],
  },
  articleSlider: {
    label: "Articles",
    fields: [
      {
        name: "topic",
        label: "Topic (optional)",
        kind: "text",
        optional: true,
        hint: "Only articles of this topic.",
      },
      limitField("How many articles (1 to 12)"),
    ],
  },
  officeSlider: { label: "Offices", fields: [] },
  reviewSlider: { label: "Reviews", fields: [] },
  videoSection: {
    label: "Video section",
    fields: [
      { name: "videoUrls", label: "Video links", kind: "lines", hint: "One link a line (YouTube, Vimeo)." },
      { name: "subtitle", label: "Subtitle", kind: "text" },
      { name: "description", label: "Description", kind: "textarea" },
    ],
  },
} satisfies Record<string, { label: string; fields: FieldSpec[]; lists?: ListSpec[] }>;

export type HomeBlockKind = keyof typeof HOME_BLOCK_KINDS;

/** Home blocks are a list; the form holds it under this name. */
export const HOME_BLOCKS_ROOT = "blocks";

export const HOME_BLOCKS_EDITOR: EditorSpec = {
  fields: [],
  lists: [
    {
      name: HOME_BLOCKS_ROOT,
      label: "Blocks",
      itemLabel: "Block",
      addLabel: "Add a block",
      fields: [
        { name: "type", label: "Kind", kind: "hidden" },
        {
          name: "contentId",
          label: "Content id",
          kind: "text",
          hint: "Lower-case letters, digits and hyphens; unique on the page.",
        },
        // Every kind has a title; the video section's is optional.
        { name: "title", label: "Title", kind: "text", optional: true },
      ],
      kinds: { field: "type", label: "Kind of block", of: HOME_BLOCK_KINDS },
    },
  ],
};

const yes = (name: string, label: string, hint?: string): FieldSpec => ({
  name,
  label,
  kind: "checkbox",
  hint,
});
const priceRange = (name: string, label: string, hint: string): FieldSpec => ({
  name,
  label,
  kind: "numbers",
  hint,
});

/** Spec §3 "Theme settings", and the header's logo position; the colours have their own form. */
export const THEME_SETTINGS_EDITOR: EditorSpec = {
  fields: [
    yes(
      "settings.singleStepValuationForm",
      "Single-step valuation form",
      "Book a Valuation on one page instead of three steps.",
    ),
    yes("settings.displaySstcStatusAsSold", "Show sold subject to contract as Sold"),
    yes("settings.displayStudentPropertyAsPppw", "Show student lets' prices per person per week"),
    yes("settings.displayPppwWithoutBedroomDivision", "Per person per week without dividing by the bedrooms"),
    yes("settings.displayAcreageIconOnPropertyResults", "Show the acreage icon on search results"),
    priceRange(
      "settings.salesPriceRange",
      "Sales price range (£ thousands)",
      "The price choices of the search forms, separated by commas: 100, 200, 300.",
    ),
    priceRange(
      "settings.lettingsPriceRangeMonthly",
      "Lettings price range (£ a month)",
      "Separated by commas: 500, 750, 1000.",
    ),
    { name: "settings.mortgageInterestRate", label: "Mortgage calculator interest rate (%)", kind: "number" },
    {
      name: "preferences.logoPosition",
      label: "Logo position",
      kind: "select",
      options: [
        { value: "left", label: "Left" },
        { value: "centre", label: "Centre" },
      ],
    },
    yes("preferences.splitMenuEqually", "Split the primary menu equally either side of a centred logo"),
  ],
};

export const FOOTER_EDITOR: EditorSpec = {
  fields: [
    { name: "legalName", label: "Legal name", kind: "text" },
    { name: "companyNumber", label: "Company number (optional)", kind: "text", optional: true },
    { name: "registeredOffice", label: "Registered office (optional)", kind: "text", optional: true },
    { name: "redressScheme", label: "Redress scheme (optional)", kind: "text", optional: true },
    {
      name: "clientMoneyProtection",
      label: "Client money protection (optional)",
      kind: "textarea",
      optional: true,
    },
  ],
  lists: [
    {
      name: "legalLinks",
      label: "Legal links",
      itemLabel: "Legal link",
      addLabel: "Add a legal link",
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "url", label: "Address (URL)", kind: "text" },
      ],
    },
    {
      name: "socialLinks",
      label: "Social links",
      itemLabel: "Social link",
      addLabel: "Add a social link",
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "url", label: "Address (full https URL)", kind: "url" },
      ],
    },
  ],
};

/** The sections with a form editor, by content key. */
export const CONTENT_EDITORS: Record<string, EditorSpec> = {
  header: HEADER_EDITOR,
  hero: HERO_EDITOR,
  homeBlocks: HOME_BLOCKS_EDITOR,
  theme: THEME_SETTINGS_EDITOR,
  footer: FOOTER_EDITOR,
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The state a form starts from: the stored value (home blocks under their list's name). */
export function formStateOfValue(key: string, value: unknown): FormState {
  if (key === "homeBlocks") {
    // A video section's one videoUrl is shown in its list of links.
    const blocks = (Array.isArray(value) ? value : []).map((block: Record<string, unknown>) =>
      block.videoUrl && !block.videoUrls ? { ...block, videoUrls: [block.videoUrl] } : block,
    );
    return { [HOME_BLOCKS_ROOT]: blocks as FormState[] };
  }
  return record(value) as FormState;
}

type Named = { id?: string; name?: string; label?: string; [list: string]: unknown };

/** Every item of these lists and of their lists below, as `lists` names them. */
const everyItem = (items: unknown, lists: readonly string[]): Named[] =>
  (Array.isArray(items) ? (items as Named[]) : []).flatMap((item) => [
    item,
    ...lists.flatMap((list) => everyItem(item[list], lists)),
  ]);

/** New items get an id from their name (or label), unique among `items`. */
function withIds(items: Named[]): void {
  const taken = new Set(items.map((item) => item.id).filter(Boolean));
  for (const item of items) {
    if (item.id) continue;
    const base = slugify(item.name ?? item.label ?? "", { fallback: "item" });
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    item.id = id;
  }
}

/**
 * A posted form as the section's value for its schema to check; `current` is the value being edited, whose
 * fields the form does not show are kept.
 */
export function sectionValueOf(key: string, state: FormState, current: unknown): unknown {
  const spec = CONTENT_EDITORS[key];
  return spec ? dropUndefined(mergedValue(key, valueOf(spec, state), current)) : current;
}

function mergedValue(key: string, posted: Record<string, unknown>, current: unknown): unknown {
  switch (key) {
    case "header": {
      const header = { ...record(current), ...posted };
      const logo = record(header.logo);
      header.logo = { ...logo, width: Number(logo.width), height: Number(logo.height) };
      const items = [header.primaryMenuItems, header.secondaryMenuItems].flatMap((menu) =>
        everyItem(menu, ["items"]),
      );
      withIds(items);
      // An item without sub-items has no list, as in a content file.
      for (const item of items) if (Array.isArray(item.items) && item.items.length === 0) delete item.items;
      return header;
    }
    case "hero": {
      const hero = { ...record(current), ...posted };
      const tabs = everyItem(hero.topLevels, []);
      withIds(tabs.flatMap((tab) => everyItem(tab.subLevels, [])));
      withIds(tabs.flatMap((tab) => everyItem(tab.links, ["children"])));
      return hero;
    }
    case "homeBlocks":
      return (posted[HOME_BLOCKS_ROOT] as Record<string, unknown>[]).map(homeBlockValue);
    case "theme": {
      const theme = record(current);
      return {
        ...theme,
        settings: { ...record(theme.settings), ...record(posted.settings) },
        preferences: { ...record(theme.preferences), ...record(posted.preferences) },
      };
    }
    default:
      return { ...record(current), ...posted };
  }
}

// A video section with one link keeps it as videoUrl, as content files write it (spec §3 "videoUrls or videoUrl").
function homeBlockValue(block: Record<string, unknown>): Record<string, unknown> {
  if (block.type !== "videoSection") return block;
  const { videoUrls, ...rest } = block as { videoUrls: string[] };
  return videoUrls.length === 1 ? { ...rest, videoUrl: videoUrls[0] } : { ...rest, videoUrls };
}

/** A new item's starting fields (its Add button's default): a home block of the kind chosen beside the button. */
export function newItemOf(key: string, list: string, state: FormState): Record<string, string> {
  if (key === "homeBlocks" && list === HOME_BLOCKS_ROOT) {
    const kind = fieldText(state.newBlockType);
    return { type: kind in HOME_BLOCK_KINDS ? kind : "propertyCardSlider", contentId: "", title: "" };
  }
  return {};
}

/**
 * The item an Add button just put at `index` of `list`, started again from what was posted with it: a new home
 * block takes the kind chosen beside the button, a choice the button's own value cannot carry.
 */
export function withAddedItem(
  key: string,
  state: FormState,
  added: { list: string; index: number },
): FormState {
  if (key !== "homeBlocks" || added.list !== HOME_BLOCKS_ROOT) return state;
  const blocks = [...(state[HOME_BLOCKS_ROOT] as FormState[])];
  blocks[added.index] = newItemOf(key, added.list, state);
  return { ...state, [HOME_BLOCKS_ROOT]: blocks };
}
