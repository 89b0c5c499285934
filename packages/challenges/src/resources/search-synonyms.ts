/**
 * What people type, and the words Harbor's services are written in. A search word (or phrase) on
 * the left also finds the words on the right. Plain words, slang and Spanish, because people in
 * a hurry type what they would say: "ICE", "food stamps", "abogado", "ayuda".
 *
 * Rules for adding a row:
 * - The left side is lower case, without accents (the search takes them off: "inmigración" is
 *   found as "inmigracion").
 * - The right side names words that really stand in the services' names, descriptions, kinds or
 *   topics (the tests in resource-search.test.ts check real queries against the real directory).
 * - Never map a word to a service it would mislead about: "fired" finds the Unemployment Benefits
 *   Finder, not the EEOC, which handles only discrimination at work.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Immigration
  ice: ['immigration'],
  migra: ['immigration'],
  'la migra': ['immigration'],
  deportation: ['immigration'],
  deport: ['immigration'],
  deported: ['immigration'],
  undocumented: ['immigration'],
  asylum: ['immigration'],
  'green card': ['immigration'],
  visa: ['immigration'],
  inmigracion: ['immigration'],
  inmigrante: ['immigration'],
  // Legal
  abogado: ['legal', 'lawyer'],
  abogada: ['legal', 'lawyer'],
  lawyer: ['legal'],
  attorney: ['legal', 'lawyer'],
  court: ['legal'],
  // Food
  'food stamps': ['snap', 'food'],
  ebt: ['snap', 'food'],
  comida: ['food'],
  hambre: ['food'],
  hungry: ['food'],
  groceries: ['food'],
  'food bank': ['food'],
  'free food': ['food'],
  'baby formula': ['wic'],
  pantry: ['food'],
  // Housing
  homeless: ['housing', 'homelessness', 'shelter'],
  evicted: ['housing', 'eviction'],
  eviction: ['housing'],
  desalojo: ['housing', 'eviction'],
  vivienda: ['housing'],
  rent: ['housing'],
  foreclosure: ['mortgage', 'homeowner'],
  // Money
  dinero: ['money'],
  broke: ['money'],
  debt: ['money', 'credit'],
  deudas: ['money', 'credit'],
  bills: ['money'],
  // Losing a job (the directory has the Unemployment Benefits Finder)
  fired: ['unemployment'],
  'laid off': ['unemployment'],
  'lost my job': ['unemployment'],
  desempleo: ['unemployment'],
  // Health
  doctor: ['checkup', 'medicine', 'clinic'],
  medico: ['checkup', 'medicine', 'clinic'],
  clinic: ['checkup', 'clinic'],
  salud: ['health'],
  insurance: ['health', 'coverage'],
  // Older people, new parents
  elderly: ['older', 'eldercare'],
  senior: ['older', 'eldercare'],
  postpartum: ['maternal'],
  // Unfair treatment
  racism: ['discrimination', 'race'],
  // Language
  espanol: ['spanish'],
  // Crisis and mental health
  ayuda: ['help'],
  suicidal: ['suicide'],
  'kill myself': ['suicide'],
  'want to die': ['suicide'],
  suicidio: ['suicide'],
  depressed: ['mental'],
  depression: ['mental'],
  anxiety: ['mental'],
  crisis: ['crisis', 'hotline'],
  linea: ['hotline', 'line'],
  // Drugs and alcohol
  drugs: ['substance', 'drug'],
  drogas: ['substance', 'drug'],
  drinking: ['alcohol'],
  rehab: ['treatment', 'recovery'],
  addiction: ['substance', 'recovery', 'addiction'],
  overdose: ['poison', 'substance'],
  // Abuse and safety
  abuse: ['abuse', 'violence'],
  'hit me': ['violence', 'abuse'],
  violencia: ['violence'],
  'domestic violence': ['violence', 'abuse'],
  'domestic abuse': ['violence', 'abuse'],
  'violencia domestica': ['violence', 'abuse'],
  maltrato: ['abuse'],
  golpea: ['violence', 'abuse'],
  'restraining order': ['protective', 'legal'],
  'protection order': ['protective', 'legal'],
  'orden de proteccion': ['protective', 'legal'],
  indigenous: ['native'],
  rape: ['sexual', 'assault'],
  'sexual assault': ['sexual', 'assault'],
};
