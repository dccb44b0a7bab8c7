/**
 * The vendor's Ed25519 public key: licences signed with its private key (kept by the vendor, never in
 * this repository) activate a domain. IOT_LICENCE_PUBLIC_KEY replaces it.
 */
export const VENDOR_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAVg5EizRTbPHTGqm5aW2DNp0a93+OYj2pcxiN2diV8S0=
-----END PUBLIC KEY-----
`;
