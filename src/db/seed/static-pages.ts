/**
 * Static content pages served at /s/{slug} and in the static content modal. app null applies to
 * every flavour; a flavour-specific row wins over it.
 */
export interface StaticPageSeed {
  app: string | null;
  slug: string;
  heading: string;
  metaDescription: string;
  bodyHtml: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const ul = (...items: string[]) => `<ul>\n${items.map((item) => `  <li>${item}</li>`).join('\n')}\n</ul>`;
const h2 = (text: string) => `<h2>${text}</h2>`;

export const STATIC_PAGES: readonly StaticPageSeed[] = [
  {
    app: null,
    slug: 'storage-terms',
    heading: 'Storage terms',
    metaDescription: 'How long we hold paid goods in our warehouse and what happens after the free storage period.',
    bodyHtml: [
      p('Building or renovating? Once your order is paid in full we can hold your appliances in our warehouse until your site is ready for delivery.'),
      h2('Free storage period'),
      ul(
        'Goods are stored free of charge for up to 3 months from the date of full payment.',
        'After 3 months a storage fee of $10 per item per week applies, charged monthly in advance.',
        'Goods may be stored for a maximum of 12 months from the date of full payment.',
      ),
      h2('Your goods while in storage'),
      p('Stored goods remain in their original sealed packaging and are insured by us while they are in our care. Manufacturer warranties usually start from the date of delivery; keep your tax invoice as proof of purchase.'),
      p('Prices are locked in at the time of payment. If a model is superseded while in storage we will hold the model you bought; we cannot exchange it for the new model.'),
      h2('Booking delivery'),
      p('Give us at least 5 business days notice to book a delivery from storage. Deliveries are confirmed by SMS the day before, with a four-hour window.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'privacy-policy',
    heading: 'Privacy policy',
    metaDescription: 'How we collect, use, store and disclose your personal information.',
    bodyHtml: [
      p('We respect your privacy and handle personal information in line with the Australian Privacy Principles and the New Zealand Privacy Act 2020.'),
      h2('What we collect'),
      ul('Your name, email address, phone number and delivery address.', 'Order, delivery and warranty history.', 'How you use our website, collected with cookies and similar technologies.'),
      h2('How we use it'),
      ul('To process orders, arrange delivery and installation, and provide after-sales support.', 'To send promotional emails when you have asked for them. You can unsubscribe at any time.', 'To detect and prevent fraud.'),
      h2('Who we share it with'),
      p('We share only what is needed with delivery partners, installers, payment providers and manufacturers for warranty claims. We never sell your personal information.'),
      h2('Access and correction'),
      p('You may ask for a copy of the personal information we hold about you, or ask us to correct it, by contacting our privacy officer through the Contact us page.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'terms-and-conditions',
    heading: 'Terms and conditions',
    metaDescription: 'Terms that apply to purchases made online, by phone and in our showrooms.',
    bodyHtml: [
      p('These terms apply to every order you place with us. Nothing in them limits your rights under the Australian Consumer Law or the New Zealand Consumer Guarantees Act.'),
      h2('Prices'),
      ul('All prices are in Australian dollars (New Zealand dollars on our New Zealand site) and include GST.', 'Delivery, installation and removal charges are shown at checkout.', 'We may correct obvious pricing errors before your order is accepted.'),
      h2('Orders'),
      p('An order is accepted when we send a tax invoice. We may decline an order if stock is unavailable, in which case any payment is refunded in full.'),
      h2('Risk and ownership'),
      p('Risk passes to you on delivery or collection. Ownership passes when payment has been received in full.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'delivery-information',
    heading: 'Delivery information',
    metaDescription: 'Delivery areas, time windows, installation and removal of old appliances.',
    bodyHtml: [
      p('We deliver from our own warehouses in every capital city with our own two-person crews.'),
      h2('Delivery windows'),
      ul('Metro deliveries run Monday to Saturday.', 'You choose a delivery day at checkout and receive a four-hour window by SMS the evening before.', 'Regional deliveries are made on scheduled runs; the checkout shows the next available date for your postcode.'),
      h2('Installation and removal'),
      p('We can connect most appliances on delivery, install built-in ovens, cooktops and dishwashers through licensed trades, and take away your old appliance for recycling.'),
      h2('Before we arrive'),
      ul('Measure the space and doorways on the way in.', 'Make sure power, gas and water connections are in place and within reach.', 'Clear a path for the crew.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'returns',
    heading: 'Returns and refunds',
    metaDescription: 'How to return or exchange a product, and your rights when something goes wrong.',
    bodyHtml: [
      p('If you change your mind, you may return an unopened product in its original packaging within 14 days for a refund or exchange. A restocking fee may apply to opened items that are not faulty.'),
      h2('Faulty products'),
      p('Our goods come with guarantees that cannot be excluded under consumer law. If something is faulty, contact us and we will arrange a repair, replacement or refund as the law requires.'),
      h2('Items that cannot be returned for change of mind'),
      ul('Products that have been installed or used.', 'Items made or ordered to your specification, including custom furniture.', 'Cosmetic Imperfection and runout stock sold as seen.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'price-match-guarantee',
    heading: 'Price match guarantee',
    metaDescription: 'Found a lower price? We will match it on the same product.',
    bodyHtml: [
      p('Found the same product cheaper at an authorised Australian or New Zealand retailer? Show us the price and we will match it.'),
      h2('Conditions'),
      ul('The product must be identical (same model number), new and in stock.', 'The price must be current and include delivery and any other charges.', 'Clearance, runout, auction and trade-only prices are excluded.', 'One price match per product per customer.'),
      p('Ask in store, by phone or on our live chat. Price matching applies before an order is placed.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'value-promise',
    heading: 'Our value promise',
    metaDescription: 'Great prices, expert advice and service that does not end at the checkout.',
    bodyHtml: [
      p('Our value promise is simple: the right product at a fair price, delivered and installed properly, and support for as long as you own it.'),
      ul('<strong>Expert advice</strong> from consultants who know every model on the floor.', '<strong>Price match</strong> on identical products from authorised retailers.', '<strong>Our own delivery crews</strong> who connect, install and take away.', '<strong>After-sales care</strong> with a dedicated customer service team.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'about-us',
    heading: 'About us',
    metaDescription: 'Who we are and what we stand for.',
    bodyHtml: [
      p('We help people choose appliances and homewares that suit the way they live, with honest advice and reliable delivery.'),
      p('Our team works across showrooms, warehouses and a customer care centre to make buying for your home simple from first question to final installation.'),
    ].join('\n'),
  },
  {
    app: 'wa',
    slug: 'about-us',
    heading: 'About Wattle & Co',
    metaDescription: 'A family business selling appliances since 1906.',
    bodyHtml: [
      p('Wattle & Co was founded in 1906 as a single hardware store in inner Sydney. Four generations later we are still family owned, with showrooms across Australia and New Zealand.'),
      h2('What has not changed'),
      ul('Advice from people who know the products.', 'Delivery by our own crews, not couriers.', 'Standing behind what we sell long after the sale.'),
      p('Today our showrooms display working kitchens and laundries, our chefs run cooking demonstrations, and our commercial team supplies builders and developers nationwide.'),
    ].join('\n'),
  },
  {
    app: null,
    slug: 'contact-us',
    heading: 'Contact us',
    metaDescription: 'Call, chat, email or visit a showroom.',
    bodyHtml: [
      p('Our customer care team is available 24 hours a day, 7 days a week for orders and deliveries.'),
      ul('<strong>Phone:</strong> see the number at the top of every page.', '<strong>Live chat:</strong> use the chat button at the bottom right of the screen.', '<strong>Showrooms:</strong> find opening hours and directions on our <a href="/stores">stores page</a>.'),
      p('For warranty service, have your tax invoice number and the model and serial number of the product ready.'),
    ].join('\n'),
  },
];
