// PNG reading and writing through libpng.
