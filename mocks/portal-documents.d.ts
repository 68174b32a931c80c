/** build/portal-documents.ts: the hashes of the texts the portal's own client sends, separated by spaces. */
declare module 'virtual:portal-documents' {
  const hashes: string;
  export default hashes;
}
