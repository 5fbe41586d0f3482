@_exported import Crypto
