/**
 * The demo library's taxonomy: megatrends, their macrotrends, industries and innovations, each in English
 * and German. Keys link them (a microtrend names its macrotrends, industries and innovations by key); the
 * seed gives them ids. Keys and English names of the first six megatrends and fifteen macrotrends are
 * what hubs, goal links, tests and journeys use: keep them.
 */

/** An English and a German text. */
export type Text = readonly [en: string, de: string]

export const MEGATRENDS = {
  climate: {
    name: ['Climate Change', 'Klimawandel'],
    description: [
      'A warming planet reshapes energy, supply chains, regulation and what customers expect.',
      'Ein sich erwärmender Planet verändert Energie, Lieferketten, Regulierung und Kundenerwartungen.',
    ],
    color: '#307F85',
  },
  digital: {
    name: ['Digitalisation', 'Digitalisierung'],
    description: [
      'Software, data and networks become part of every product, process and decision.',
      'Software, Daten und Netze werden Teil jedes Produkts, Prozesses und jeder Entscheidung.',
    ],
    color: '#00484D',
  },
  demography: {
    name: ['Demographic Change', 'Demografischer Wandel'],
    description: [
      'Ageing societies, migration and new generations change markets and the workforce.',
      'Alternde Gesellschaften, Migration und neue Generationen verändern Märkte und Belegschaften.',
    ],
    color: '#DF4661',
  },
  urban: {
    name: ['Urbanisation', 'Urbanisierung'],
    description: [
      'More people live in cities, which compete for talent, space and infrastructure.',
      'Immer mehr Menschen leben in Städten, die um Talente, Raum und Infrastruktur konkurrieren.',
    ],
    color: '#28777B',
  },
  health: {
    name: ['Health & Wellbeing', 'Gesundheit & Wohlbefinden'],
    description: [
      'Health becomes a daily, data-driven and preventive matter for people and employers.',
      'Gesundheit wird für Menschen und Arbeitgeber alltäglich, datengetrieben und vorbeugend.',
    ],
    color: '#48A9A6',
  },
  globalisation: {
    name: ['New Globalisation', 'Neue Globalisierung'],
    description: [
      'Trade blocs, resilience and geopolitics redraw where and how things are made.',
      'Handelsblöcke, Resilienz und Geopolitik bestimmen neu, wo und wie produziert wird.',
    ],
    color: '#E94F5F',
  },
  individualisation: {
    name: ['Individualisation', 'Individualisierung'],
    description: [
      'People expect products, services and work to fit who they are and what they value.',
      'Menschen erwarten, dass Produkte, Dienste und Arbeit zu ihnen und ihren Werten passen.',
    ],
    color: '#8A4F9E',
  },
  knowledge: {
    name: ['Knowledge Society', 'Wissensgesellschaft'],
    description: [
      'Learning, research and reliable information become what economies compete on.',
      'Lernen, Forschung und verlässliche Information werden zum Wettbewerbsfaktor.',
    ],
    color: '#3D6FA8',
  },
  safety: {
    name: ['Security & Trust', 'Sicherheit & Vertrauen'],
    description: [
      'Privacy, defence and the protection of infrastructure move up every agenda.',
      'Datenschutz, Verteidigung und der Schutz der Infrastruktur rücken auf jeder Agenda nach oben.',
    ],
    color: '#5A6275',
  },
  food: {
    name: ['Bioeconomy & Food', 'Bioökonomie & Ernährung'],
    description: [
      'Biology replaces oil and new ways of farming change what we eat and build with.',
      'Biologie ersetzt Erdöl, und neue Landwirtschaft verändert, was wir essen und womit wir bauen.',
    ],
    color: '#6E8B3D',
  },
} satisfies Record<string, { name: Text; description: Text; color: string }>

export const MACROTRENDS = {
  energy: {
    megatrend: 'climate',
    name: ['Energy Transition', 'Energiewende'],
    description: ['From fossil to renewable energy.', 'Von fossiler zu erneuerbarer Energie.'],
  },
  circular: {
    megatrend: 'climate',
    name: ['Circular Economy', 'Kreislaufwirtschaft'],
    description: [
      'Products designed to be reused and recycled.',
      'Produkte, die wiederverwendet und recycelt werden.',
    ],
  },
  adaptation: {
    megatrend: 'climate',
    name: ['Climate Adaptation', 'Klimaanpassung'],
    description: ['Preparing for heat, floods and drought.', 'Vorbereitung auf Hitze, Fluten und Dürre.'],
  },
  ai: {
    megatrend: 'digital',
    name: ['Artificial Intelligence', 'Künstliche Intelligenz'],
    description: [
      'Machines that learn, write and decide.',
      'Maschinen, die lernen, schreiben und entscheiden.',
    ],
  },
  platforms: {
    megatrend: 'digital',
    name: ['Platform Economy', 'Plattformökonomie'],
    description: [
      'Markets organised by digital platforms.',
      'Märkte, die von digitalen Plattformen organisiert werden.',
    ],
  },
  security: {
    megatrend: 'digital',
    name: ['Cyber Security', 'Cybersicherheit'],
    description: [
      'Protecting systems in a connected world.',
      'Schutz von Systemen in einer vernetzten Welt.',
    ],
  },
  ageing: {
    megatrend: 'demography',
    name: ['Silver Society', 'Silver Society'],
    description: ['Older customers and longer working lives.', 'Ältere Kundschaft und längere Erwerbsleben.'],
  },
  work: {
    megatrend: 'demography',
    name: ['New Work', 'New Work'],
    description: [
      'How, where and why people work is changing.',
      'Wie, wo und warum Menschen arbeiten, ändert sich.',
    ],
  },
  skills: {
    megatrend: 'demography',
    name: ['Skills Shortage', 'Fachkräftemangel'],
    description: [
      'Too few people with the skills needed.',
      'Zu wenige Menschen mit den gefragten Fähigkeiten.',
    ],
  },
  mobility: {
    megatrend: 'urban',
    name: ['New Mobility', 'Neue Mobilität'],
    description: [
      'Shared, electric and automated transport.',
      'Geteilter, elektrischer und automatisierter Verkehr.',
    ],
  },
  smartcity: {
    megatrend: 'urban',
    name: ['Smart City', 'Smart City'],
    description: ['Cities run on sensors and data.', 'Städte, die mit Sensoren und Daten gesteuert werden.'],
  },
  prevention: {
    megatrend: 'health',
    name: ['Preventive Health', 'Prävention'],
    description: ['Staying healthy rather than getting cured.', 'Gesund bleiben statt geheilt werden.'],
  },
  mental: {
    megatrend: 'health',
    name: ['Mental Health', 'Mentale Gesundheit'],
    description: [
      'Wellbeing of the mind at work and at home.',
      'Seelisches Wohlbefinden bei der Arbeit und zu Hause.',
    ],
  },
  resilience: {
    megatrend: 'globalisation',
    name: ['Resilient Supply Chains', 'Resiliente Lieferketten'],
    description: ['Nearshoring, redundancy and transparency.', 'Nearshoring, Redundanz und Transparenz.'],
  },
  regulation: {
    megatrend: 'globalisation',
    name: ['Regulation & Reporting', 'Regulierung & Berichtspflichten'],
    description: ['New rules for sustainability and data.', 'Neue Regeln für Nachhaltigkeit und Daten.'],
  },
  decarbonisation: {
    megatrend: 'climate',
    name: ['Industrial Decarbonisation', 'Industrielle Dekarbonisierung'],
    description: [
      'Steel, cement and chemicals cut their emissions.',
      'Stahl, Zement und Chemie senken ihre Emissionen.',
    ],
  },
  automation: {
    megatrend: 'digital',
    name: ['Robotics & Automation', 'Robotik & Automatisierung'],
    description: [
      'Machines take over physical and routine work.',
      'Maschinen übernehmen körperliche und Routinearbeit.',
    ],
  },
  connectivity: {
    megatrend: 'digital',
    name: ['Connectivity & Edge', 'Konnektivität & Edge'],
    description: [
      'Fast networks and computing close to the data.',
      'Schnelle Netze und Rechenleistung nah an den Daten.',
    ],
  },
  diversity: {
    megatrend: 'demography',
    name: ['Migration & Diversity', 'Migration & Vielfalt'],
    description: [
      'More diverse societies and workforces.',
      'Vielfältigere Gesellschaften und Belegschaften.',
    ],
  },
  housing: {
    megatrend: 'urban',
    name: ['Affordable Housing', 'Bezahlbares Wohnen'],
    description: [
      'Building and renovating homes faster and cheaper.',
      'Wohnungen schneller und günstiger bauen und sanieren.',
    ],
  },
  citylogistics: {
    megatrend: 'urban',
    name: ['Urban Logistics', 'Urbane Logistik'],
    description: ['Getting goods through crowded cities.', 'Waren durch volle Städte bringen.'],
  },
  digitalhealth: {
    megatrend: 'health',
    name: ['Digital Health', 'Digitale Gesundheit'],
    description: [
      'Records, prescriptions and care go digital.',
      'Akten, Rezepte und Versorgung werden digital.',
    ],
  },
  care: {
    megatrend: 'health',
    name: ['Care Transformation', 'Wandel der Pflege'],
    description: [
      'Caring for more people with fewer carers.',
      'Mehr Menschen mit weniger Pflegekräften versorgen.',
    ],
  },
  precision: {
    megatrend: 'health',
    name: ['Precision Medicine', 'Präzisionsmedizin'],
    description: [
      'Treatments fitted to a patient’s genes and data.',
      'Therapien, die zu Genen und Daten eines Patienten passen.',
    ],
  },
  geoeconomics: {
    megatrend: 'globalisation',
    name: ['Geoeconomic Blocs', 'Geoökonomische Blöcke'],
    description: [
      'Tariffs, subsidies and export controls split markets.',
      'Zölle, Subventionen und Exportkontrollen teilen Märkte.',
    ],
  },
  greenfinance: {
    megatrend: 'globalisation',
    name: ['Sustainable Finance', 'Nachhaltige Finanzen'],
    description: [
      'Capital follows climate and social criteria.',
      'Kapital folgt Klima- und Sozialkriterien.',
    ],
  },
  personalisation: {
    megatrend: 'individualisation',
    name: ['Hyper-Personalisation', 'Hyper-Personalisierung'],
    description: ['Every offer made for one person.', 'Jedes Angebot für eine einzelne Person gemacht.'],
  },
  conscious: {
    megatrend: 'individualisation',
    name: ['Conscious Consumption', 'Bewusster Konsum'],
    description: ['Buying less, better and more sustainably.', 'Weniger, besser und nachhaltiger kaufen.'],
  },
  experience: {
    megatrend: 'individualisation',
    name: ['Experience Economy', 'Erlebnisökonomie'],
    description: ['Paying for experiences rather than things.', 'Für Erlebnisse statt für Dinge bezahlen.'],
  },
  community: {
    megatrend: 'individualisation',
    name: ['Communities & Belonging', 'Gemeinschaft & Zugehörigkeit'],
    description: [
      'New forms of belonging, online and nearby.',
      'Neue Formen der Zugehörigkeit, online und vor Ort.',
    ],
  },
  learning: {
    megatrend: 'knowledge',
    name: ['Lifelong Learning', 'Lebenslanges Lernen'],
    description: ['Learning throughout a working life.', 'Lernen über das ganze Erwerbsleben.'],
  },
  openinnovation: {
    megatrend: 'knowledge',
    name: ['Open Innovation', 'Open Innovation'],
    description: [
      'Innovating with start-ups, science and the public.',
      'Innovation mit Start-ups, Wissenschaft und Öffentlichkeit.',
    ],
  },
  information: {
    megatrend: 'knowledge',
    name: ['Information Integrity', 'Informationsintegrität'],
    description: [
      'Telling true from false in a flood of content.',
      'Wahres von Falschem in der Flut der Inhalte unterscheiden.',
    ],
  },
  deeptech: {
    megatrend: 'knowledge',
    name: ['Deep Tech', 'Deep Tech'],
    description: [
      'Science-based breakthroughs leave the lab.',
      'Wissenschaftliche Durchbrüche verlassen das Labor.',
    ],
  },
  privacy: {
    megatrend: 'safety',
    name: ['Privacy & Digital Identity', 'Datenschutz & digitale Identität'],
    description: [
      'Who knows what about whom, and who proves it.',
      'Wer was über wen weiß und wer es nachweist.',
    ],
  },
  defence: {
    megatrend: 'safety',
    name: ['Defence & Dual Use', 'Verteidigung & Dual Use'],
    description: [
      'Rearmament and technologies for civil and military use.',
      'Aufrüstung und Technologien für zivile und militärische Zwecke.',
    ],
  },
  infrastructure: {
    megatrend: 'safety',
    name: ['Critical Infrastructure', 'Kritische Infrastruktur'],
    description: [
      'Protecting power, water, networks and transport.',
      'Schutz von Strom, Wasser, Netzen und Verkehr.',
    ],
  },
  trust: {
    megatrend: 'safety',
    name: ['Trust & Transparency', 'Vertrauen & Transparenz'],
    description: [
      'Earning trust when anything can be faked.',
      'Vertrauen gewinnen, wenn sich alles fälschen lässt.',
    ],
  },
  protein: {
    megatrend: 'food',
    name: ['Alternative Proteins', 'Alternative Proteine'],
    description: [
      'Protein from plants, fungi, cells and fermentation.',
      'Protein aus Pflanzen, Pilzen, Zellen und Fermentation.',
    ],
  },
  agtech: {
    megatrend: 'food',
    name: ['Precision Agriculture', 'Präzisionslandwirtschaft'],
    description: [
      'Farming with sensors, robots and satellites.',
      'Landwirtschaft mit Sensoren, Robotern und Satelliten.',
    ],
  },
  water: {
    megatrend: 'food',
    name: ['Water Stewardship', 'Wasserwirtschaft'],
    description: [
      'Using, cleaning and reusing scarce water.',
      'Knappes Wasser nutzen, reinigen und wiederverwenden.',
    ],
  },
  biomaterials: {
    megatrend: 'food',
    name: ['Bio-Based Materials', 'Biobasierte Materialien'],
    description: [
      'Materials grown rather than drilled.',
      'Materialien, die wachsen, statt gefördert zu werden.',
    ],
  },
} satisfies Record<string, { megatrend: MegatrendKey; name: Text; description: Text }>

export const INDUSTRIES = {
  manufacturing: ['Manufacturing', 'Industrie'],
  energy: ['Energy & Utilities', 'Energie & Versorgung'],
  finance: ['Financial Services', 'Finanzdienstleistungen'],
  health: ['Healthcare', 'Gesundheitswesen'],
  retail: ['Retail & Consumer', 'Handel & Konsum'],
  mobility: ['Automotive & Mobility', 'Automobil & Mobilität'],
  public: ['Public Sector', 'Öffentlicher Sektor'],
  logistics: ['Logistics', 'Logistik'],
  construction: ['Construction & Real Estate', 'Bau & Immobilien'],
  telecom: ['Telecommunications & IT', 'Telekommunikation & IT'],
  agriculture: ['Agriculture & Food', 'Landwirtschaft & Lebensmittel'],
  education: ['Education', 'Bildung'],
  media: ['Media & Entertainment', 'Medien & Unterhaltung'],
} satisfies Record<string, Text>

export const INNOVATIONS = {
  genai: ['Generative AI', 'Generative KI'],
  battery: ['Battery Storage', 'Batteriespeicher'],
  hydrogen: ['Green Hydrogen', 'Grüner Wasserstoff'],
  twin: ['Digital Twin', 'Digitaler Zwilling'],
  iot: ['Internet of Things', 'Internet der Dinge'],
  biotech: ['Biotechnology', 'Biotechnologie'],
  quantum: ['Quantum Computing', 'Quantencomputing'],
  robotics: ['Robotics', 'Robotik'],
  xr: ['Extended Reality', 'Extended Reality'],
  satellite: ['Satellite Technology', 'Satellitentechnik'],
  ledger: ['Distributed Ledger', 'Distributed Ledger'],
  printing: ['Additive Manufacturing', 'Additive Fertigung'],
} satisfies Record<string, Text>

export type MegatrendKey = keyof typeof MEGATRENDS
export type MacrotrendKey = keyof typeof MACROTRENDS
export type IndustryKey = keyof typeof INDUSTRIES
export type InnovationKey = keyof typeof INNOVATIONS

/**
 * A demo microtrend. Its feed id is `demo-<id>` (three digits); ids never change, so the first 64 keep
 * the ids hubs and tests know. `en`/`de` are [title, summary].
 */
export interface DemoMicrotrend {
  id: number
  en: Text
  de: Text
  macrotrends: readonly MacrotrendKey[]
  industries: readonly IndustryKey[]
  innovations: readonly InnovationKey[]
  /** The day the feed published it (YYYY-MM-DD). */
  published: string
}
