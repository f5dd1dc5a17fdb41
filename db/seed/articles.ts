// The agency's articles: advice and local news under the topics the article list filters by.
// Bodies are plain paragraphs separated by blank lines (no HTML), written in the agency's voice.
import { slugify } from "../../domain/slug.ts";
import type { articles } from "../schema.ts";
import type { Agency } from "./agency.ts";
import { articleImageKey } from "./pool.ts";
import { SEEDS, createRandom } from "./random.ts";

export type NewArticle = typeof articles.$inferInsert & { id: number };

export const ARTICLE_TOPICS = [
  "Buying",
  "Selling",
  "Renting",
  "Landlords",
  "Local life",
  "Market news",
] as const;
type Topic = (typeof ARTICLE_TOPICS)[number];

const ARTICLES: [title: string, topics: Topic[], summary: string][] = [
  [
    "A first-time buyer's guide to making an offer",
    ["Buying"],
    "How to pitch an offer, what sellers look for, and what happens once it is accepted.",
  ],
  [
    "Ten things to ask at a viewing",
    ["Buying"],
    "The questions that reveal how a home really lives, from boiler age to broadband.",
  ],
  [
    "Understanding stamp duty in 2025",
    ["Buying", "Market news"],
    "Who pays what, the first-time buyer relief, and the surcharge on additional homes.",
  ],
  [
    "Buying a listed building: what to expect",
    ["Buying"],
    "Consents, surveys and insurance for period homes in Bath and the Cotswolds.",
  ],
  [
    "How to choose a conveyancer",
    ["Buying", "Selling"],
    "Fixed fees, response times and the searches that matter.",
  ],
  [
    "Getting your home ready for the market",
    ["Selling"],
    "Small jobs that make a big difference to photographs and first impressions.",
  ],
  [
    "What is material information, and why does it matter?",
    ["Selling", "Buying"],
    "The facts every listing now has to show, and how we gather them with you.",
  ],
  [
    "Selling with a tenant in place",
    ["Selling", "Landlords"],
    "Your options when the home you are selling is let.",
  ],
  [
    "Is spring really the best time to sell?",
    ["Selling", "Market news"],
    "What our sales figures say about the seasons.",
  ],
  [
    "Sold by auction: how the process works",
    ["Selling", "Buying"],
    "Guide prices, legal packs, and exchanging on the fall of the hammer.",
  ],
  [
    "Your rights as a tenant",
    ["Renting"],
    "Deposits, repairs, notice periods and who to call when something goes wrong.",
  ],
  [
    "Renting with pets",
    ["Renting", "Landlords"],
    "How to find a pet-friendly home, and how landlords can say yes with confidence.",
  ],
  [
    "Student lets: a guide for parents",
    ["Renting"],
    "Guarantors, bills-included rents and when to start looking for next year.",
  ],
  [
    "Short lets explained",
    ["Renting"],
    "Furnished homes for weeks or months, and how they differ from a standard tenancy.",
  ],
  [
    "The landlord's compliance checklist",
    ["Landlords"],
    "Gas safety, electrical reports, smoke alarms, EPCs and deposit protection.",
  ],
  [
    "Raising energy efficiency in a rental home",
    ["Landlords"],
    "Affordable upgrades that lift an EPC rating and cut tenants' bills.",
  ],
  ["Fully managed or let only?", ["Landlords"], "What each service covers, and how to choose."],
  ["A weekend in Clifton", ["Local life"], "Bridges, brunch and the best views in Bristol."],
  ["Bath's best parks and green spaces", ["Local life"], "From Royal Victoria Park to the Skyline walk."],
  [
    "Living in Cheltenham: a neighbourhood guide",
    ["Local life"],
    "Montpellier, Pittville, Leckhampton and more.",
  ],
  [
    "Oxford's village edges",
    ["Local life"],
    "Wheatley, Kidlington and Garsington: town links with a country feel.",
  ],
  ["Exeter's quayside comes alive", ["Local life"], "Cafés, paddleboards and a new footbridge on the Exe."],
  [
    "Market update: prices steady, demand strong",
    ["Market news"],
    "What we are seeing across our five offices this quarter.",
  ],
  [
    "Rents in the South West: the latest figures",
    ["Market news", "Renting"],
    "How rents have moved across Bristol, Bath and Exeter.",
  ],
];

const PARAGRAPHS: Record<Topic, string[]> = {
  Buying: [
    "Before you start viewing, speak to a mortgage adviser and get an agreement in principle. Sellers and agents take an offer far more seriously when the buyer can show they are ready to proceed.",
    "Look past the furniture and the paint colours. The things that are hard to change are the ones that matter: the light, the layout, the street and the journey to work or school.",
    "Once an offer is accepted the property is usually marked sold subject to contract. Nothing is binding until contracts are exchanged, so keep in close touch with your solicitor and lender.",
    "Budget for more than the deposit. Survey fees, legal costs, stamp duty and removals soon add up, and it is better to know the total before you fall in love with a home.",
  ],
  Selling: [
    "Good photographs sell homes. Clear the worktops, open the curtains, and give the garden a tidy before the photographer arrives.",
    "Pricing correctly from the start matters more than anything else. Homes that come to the market at the right price attract more viewings in the first fortnight and usually sell for more.",
    "Have your paperwork ready: building regulation certificates, guarantees, service charge accounts and a completed property information form will save weeks later on.",
    "We will keep you updated after every viewing with honest feedback, so together we can judge whether anything needs to change.",
  ],
  Renting: [
    "Have your references and proof of income ready before you view. Good homes are often let within days, and the first complete application is usually the one accepted.",
    "Your deposit must be protected in a government-approved scheme within 30 days, and you should receive the prescribed information explaining how it is held.",
    "Read the inventory carefully at the start of the tenancy and note anything that is missing or damaged. Photographs with dates are the best evidence at the end.",
    "Report repairs promptly and in writing. Landlords have a duty to keep the structure and the services in working order.",
  ],
  Landlords: [
    "Compliance is not optional: gas safety certificates every year, an electrical installation report every five years, working smoke and carbon monoxide alarms, and a valid EPC.",
    "A well presented home attracts better tenants and shorter void periods. A fresh coat of paint between tenancies is money well spent.",
    "Rent reviews should be fair and evidence-based. We compare similar homes let nearby so that any increase is one a good tenant will accept.",
    "Our property managers inspect regularly and arrange trusted contractors, so small problems are dealt with before they become expensive ones.",
  ],
  "Local life": [
    "Independent cafés and bakeries line the high street, and the Saturday market draws people from across the city.",
    "Families are drawn by the well regarded primary schools and the parks within walking distance of most streets.",
    "Transport links are good, with frequent buses into the centre and a short drive to the motorway.",
    "Homes here range from Victorian terraces to modern apartments, with something for most budgets.",
  ],
  "Market news": [
    "Across our offices the number of new instructions rose compared with the same quarter last year, while the average time to agree a sale fell by several days.",
    "Well priced family homes continue to attract multiple offers, while flats and homes needing modernisation are more sensitive to price.",
    "Mortgage rates have settled, and buyers who paused last year are returning with agreements in principle in hand.",
    "In lettings, demand still outstrips supply, and good homes are typically let within two weeks of coming to the market.",
  ],
};

export function generateArticles(agency: Agency, now: Date): NewArticle[] {
  const r = createRandom(SEEDS.articles);
  const authors = agency.staff.filter((s) => s.contactableForSales || s.contactableForLettings);
  return ARTICLES.map(([title, topics, summary], index) => {
    const paragraphs = r.sample(PARAGRAPHS[topics[0]!], 3);
    if (topics[1]) paragraphs.push(r.pick(PARAGRAPHS[topics[1]]));
    const author = r.pick(authors);
    // Newest first every ten days or so, at office hours.
    const daysAgo = index * 10 + r.int(1, 6);
    const published = new Date(now.getTime() - daysAgo * 86_400_000);
    published.setUTCHours(r.int(8, 16), 0, 0, 0);
    return {
      id: index + 1,
      slug: slugify(title),
      title,
      summary,
      body: [summary, ...paragraphs].join("\n\n"),
      topics,
      imageKey: articleImageKey(index + 1),
      author: `${author.firstName} ${author.surname}`,
      publishedAt: published,
    };
  });
}

export const ARTICLE_COUNT = ARTICLES.length;
